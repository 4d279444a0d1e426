/**
 * The enquiry form's states (LEAD-02, spec-2 §4): idle → submitting (spinner, button
 * disabled) → success (then /success) or failure (the form error is kept and shown).
 * Field errors come from the client check or the server's answer. Pure reducer.
 */
import type { FieldError } from '../../domain/leads/lead-rules.ts';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'failure';

export interface LeadFormState {
  status: FormStatus;
  fieldErrors: FieldError[];
  /** The form-level message: a failure's, or the server's heading over its field errors. */
  formError?: string | undefined;
  leadId?: string | undefined;
}

export type LeadFormAction =
  | { type: 'invalid'; errors: FieldError[] }
  | { type: 'submit' }
  | { type: 'success'; leadId: string }
  | { type: 'failure'; message: string; errors?: FieldError[] | undefined }
  | { type: 'edit'; field: string };

export const INITIAL_FORM_STATE: LeadFormState = { status: 'idle', fieldErrors: [] };

export function leadFormReducer(state: LeadFormState, action: LeadFormAction): LeadFormState {
  switch (action.type) {
    case 'invalid':
      return { status: 'idle', fieldErrors: action.errors, formError: undefined };
    case 'submit':
      // A second submit while one is running changes nothing (the button is disabled too).
      if (state.status === 'submitting' || state.status === 'success') return state;
      return { status: 'submitting', fieldErrors: [], formError: undefined };
    case 'success':
      return { status: 'success', fieldErrors: [], leadId: action.leadId };
    case 'failure':
      return { status: 'failure', fieldErrors: action.errors ?? [], formError: action.message };
    case 'edit': {
      // Correcting a field clears its own error; the list heading stays until the next submit.
      if (!state.fieldErrors.some((e) => e.field === action.field)) return state;
      return { ...state, fieldErrors: state.fieldErrors.filter((e) => e.field !== action.field) };
    }
  }
}
