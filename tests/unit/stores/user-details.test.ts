import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  $userDetails,
  clearUserDetails,
  EMPTY_USER_DETAILS,
  saveUserDetails,
} from '../../../src/stores/user-details.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  cleanStores($userDetails);
});

describe('$userDetails', () => {
  it('[LEAD-15] keeps name, last_name, email, phone and postcode in storage', () => {
    saveUserDetails({
      name: ' Ada ',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '0412 345 678',
      postcode: '2000',
      message: 'not kept',
    } as never);
    expect($userDetails.get()).toEqual({
      name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '0412 345 678',
      postcode: '2000',
    });
    expect(JSON.parse(getTestStorage()['user-details']!)).toEqual($userDetails.get());
  });

  it('[LEAD-15] a field left empty keeps the stored value; clearing forgets all', () => {
    saveUserDetails({ name: 'Ada', email: 'ada@example.com' });
    saveUserDetails({ name: 'Grace', email: '', phone: '0400 000 000' });
    expect($userDetails.get()).toMatchObject({
      name: 'Grace',
      email: 'ada@example.com',
      phone: '0400 000 000',
    });
    clearUserDetails();
    expect($userDetails.get()).toEqual(EMPTY_USER_DETAILS);
  });

  it('reads foreign or broken storage as empty, and caps lengths', () => {
    setTestStorageKey('user-details', '{oops');
    const unlisten = $userDetails.listen(() => undefined);
    expect($userDetails.get()).toEqual(EMPTY_USER_DETAILS);
    unlisten();
    cleanStores($userDetails);
    setTestStorageKey('user-details', JSON.stringify({ name: 7, postcode: '200012', email: 'a@b.co' }));
    const again = $userDetails.listen(() => undefined);
    expect($userDetails.get()).toEqual({ ...EMPTY_USER_DETAILS, postcode: '2000', email: 'a@b.co' });
    again();
  });
});
