import { describe, expect, it } from 'vitest';
import {
  carPhone,
  maskPhone,
  phoneButton,
  phoneRevealRecord,
  telHref,
} from '../../../../src/domain/vehicle/phone-reveal.ts';

describe('[VDP-17] phone reveal', () => {
  it('[VDP-17] masked after the first 5 characters, keeping spaces', () => {
    expect(maskPhone('02 9555 0101')).toBe('02 95•• ••••');
    expect(maskPhone('0412 345 678')).toBe('0412 ••• •••');
    expect(maskPhone('(02) 9555 0101')).toBe('(02) •••• ••••');
    expect(maskPhone('+61295550101')).toBe('+6129•••••••');
    expect(maskPhone('12345')).toBe('12345');
  });

  it('[VDP-17] masked until clicked, then revealed with a tel: link', () => {
    expect(phoneButton('02 9555 0101', { revealedFromStart: false, clicked: false })).toEqual({
      kind: 'masked',
      text: '02 95•• ••••',
      label: 'Reveal phone number',
    });
    expect(phoneButton('02 9555 0101', { revealedFromStart: false, clicked: true })).toEqual({
      kind: 'revealed',
      text: '02 9555 0101',
      href: 'tel:0295550101',
    });
  });

  it('[VDP-17] revealed from the start on tenants with the switch', () => {
    expect(phoneButton('02 9555 0101', { revealedFromStart: true, clicked: false }).kind).toBe('revealed');
  });

  it('[VDP-17] no number: the button is hidden', () => {
    for (const phone of [undefined, '', '   ', 'call us']) {
      expect(phoneButton(phone, { revealedFromStart: true, clicked: true })).toEqual({ kind: 'hidden' });
    }
  });

  it('[VDP-17] a reveal records car_id, dealership_id and website_id', () => {
    expect(phoneRevealRecord({ id: 'c1', dealership_id: 'd9' }, '1042')).toEqual({
      car_id: 'c1',
      dealership_id: 'd9',
      website_id: '1042',
    });
  });

  it('tel: keeps only digits and a leading +', () => {
    expect(telHref(' +61 2 9555 0101 ')).toBe('tel:+61295550101');
    expect(telHref('(02) 9555-0101')).toBe('tel:0295550101');
  });

  it('the car location’s number, else the tenant sales number', () => {
    expect(carPhone({ location: { phone: '02 1111 1111' } }, '02 2222 2222')).toBe('02 1111 1111');
    expect(carPhone({ location: { phone: ' ' } }, '02 2222 2222')).toBe('02 2222 2222');
    expect(carPhone({ location: undefined }, undefined)).toBeUndefined();
  });
});
