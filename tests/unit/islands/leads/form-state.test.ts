import { describe, expect, it } from 'vitest';
import { INITIAL_FORM_STATE, leadFormReducer } from '../../../../src/islands/leads/form-state.ts';

describe('leadFormReducer', () => {
  it('[LEAD-02] idle → submitting → success; a second submit while sending changes nothing', () => {
    const submitting = leadFormReducer(INITIAL_FORM_STATE, { type: 'submit' });
    expect(submitting.status).toBe('submitting');
    expect(leadFormReducer(submitting, { type: 'submit' })).toBe(submitting);
    const done = leadFormReducer(submitting, { type: 'success', leadId: 'L1' });
    expect(done).toEqual({ status: 'success', fieldErrors: [], leadId: 'L1' });
    expect(leadFormReducer(done, { type: 'submit' })).toBe(done);
  });

  it('[LEAD-02] failure keeps the form error until the next submit', () => {
    const failed = leadFormReducer(leadFormReducer(INITIAL_FORM_STATE, { type: 'submit' }), {
      type: 'failure',
      message: 'An error occurred when submitting this form',
    });
    expect(failed).toMatchObject({
      status: 'failure',
      formError: 'An error occurred when submitting this form',
    });
    expect(leadFormReducer(failed, { type: 'submit' })).toMatchObject({
      status: 'submitting',
      formError: undefined,
    });
  });

  it('[LEAD-04] invalid fields; correcting one clears only its error', () => {
    const invalid = leadFormReducer(INITIAL_FORM_STATE, {
      type: 'invalid',
      errors: [
        { field: 'name', message: 'a' },
        { field: 'message', message: 'b' },
      ],
    });
    expect(invalid.status).toBe('idle');
    expect(leadFormReducer(invalid, { type: 'edit', field: 'name' }).fieldErrors).toEqual([
      { field: 'message', message: 'b' },
    ]);
    expect(leadFormReducer(invalid, { type: 'edit', field: 'email' })).toBe(invalid);
  });
});
