import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/api/store/sqlite/database.ts';
import { groupCommit } from '../../../src/api/store/sqlite/group-commit.ts';

describe('group commit', () => {
  it('commits writes that arrive together in one transaction, rolling back only the one that fails', async () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (v TEXT UNIQUE)');
    const commit = groupCommit(db);
    const insert = (v: string) => commit(() => db.prepare('INSERT INTO t (v) VALUES (?)').run(v).changes);
    const results = await Promise.allSettled([insert('a'), insert('b'), insert('a'), insert('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(db.prepare('SELECT v FROM t ORDER BY v').all()).toEqual([{ v: 'a' }, { v: 'b' }, { v: 'c' }]);
  });

  it('settles a caller only after its write is committed', async () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (v INTEGER)');
    const commit = groupCommit(db);
    await commit(() => db.prepare('INSERT INTO t (v) VALUES (1)').run());
    expect(db.isTransaction).toBe(false);
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 1 });
  });

  it('splits a large burst into batches', async () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (v INTEGER)');
    const commit = groupCommit(db, 10);
    await Promise.all(
      Array.from({ length: 95 }, (_, i) => commit(() => db.prepare('INSERT INTO t (v) VALUES (?)').run(i))),
    );
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 95 });
  });
});
