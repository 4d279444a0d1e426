import { describe, expect, it } from 'vitest';
import { collapseSold, type ResultEntry } from '../../../../src/domain/search/sold-collapse.ts';

type Hit = { id: string; status: string };
const hit = (id: string, status = 'in_stock'): Hit => ({ id, status });
const sold = (id: string) => hit(id, 'sold');

/** a = available car, s(ids) = sold group, x = lone sold car shown as a car */
const shape = (entries: ResultEntry<Hit>[]) =>
  entries.map((entry) =>
    entry.kind === 'car' ? entry.car.id : `[${entry.cars.map((car) => car.id).join(',')}]`,
  );

describe('sold cars in result lists', () => {
  it('[SRCH-22] collapses consecutive sold cars into one sold item', () => {
    const hits = [hit('a'), sold('s1'), sold('s2'), sold('s3'), hit('b')];
    expect(shape(collapseSold(hits))).toEqual(['a', '[s1,s2,s3]', 'b']);
  });

  it('[SRCH-22] collapses each run separately', () => {
    const hits = [sold('s1'), sold('s2'), hit('a'), sold('s3'), sold('s4'), hit('b'), sold('s5'), sold('s6')];
    expect(shape(collapseSold(hits))).toEqual(['[s1,s2]', 'a', '[s3,s4]', 'b', '[s5,s6]']);
  });

  it('[SRCH-22] shows every car when all hits are sold', () => {
    const hits = [sold('s1'), sold('s2'), sold('s3')];
    expect(collapseSold(hits)).toEqual(hits.map((car) => ({ kind: 'car', car })));
  });

  it('[SRCH-22] a single sold hit on its own is shown', () => {
    expect(shape(collapseSold([sold('s1')]))).toEqual(['s1']);
  });

  it('keeps a lone sold car between available ones as a plain car', () => {
    expect(collapseSold([hit('a'), sold('s1'), hit('b')])[1]).toEqual({ kind: 'car', car: sold('s1') });
  });

  it('[SRCH-22] coming_soon counts as available; any other status as sold', () => {
    const hits = [hit('c', 'coming_soon'), hit('x', 'withdrawn'), sold('s1'), hit('a')];
    expect(shape(collapseSold(hits))).toEqual(['c', '[x,s1]', 'a']);
  });

  it('leaves a list without sold cars unchanged and an empty list empty', () => {
    expect(shape(collapseSold([hit('a'), hit('b')]))).toEqual(['a', 'b']);
    expect(collapseSold([])).toEqual([]);
  });

  it('keeps hit order inside a group', () => {
    const group = collapseSold([hit('a'), sold('s2'), sold('s1')])[1];
    expect(group).toEqual({ kind: 'sold-group', cars: [sold('s2'), sold('s1')] });
  });
});
