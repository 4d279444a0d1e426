/** Form messages, worded exactly as the specs give them (spec-2 §5, §8). */
export const LEAD_MESSAGES = {
  required: '* This field is required',
  termsRequired: '* You must agree to the terms of use before submitting the form.',
  termsRequiredVariant: '*You must agree to the terms of use before submitting.',
  fixErrorsHeading: 'Please fix the following errors:',
  submitFailed: 'An error occurred when submitting this form',
  unexpected: 'An unexpected error occured',
  stepIncomplete: 'Please complete the form step before proceeding',
  invalidPostcode: 'Invalid postcode. Please enter a 4-digit number.',
  chooseOneCar: '* Please choose one car.',
  imageTooLarge: 'Please upload an image file under 10MB',
  tooManyImages: 'You can only upload 10 images',
  wizardFailed: 'An error occurred while submitting the form. Please try again.',
  // The robot check (LEAD-22): not worded by the specs.
  captchaMissing: 'Please confirm you are not a robot.',
  captchaInvalid: 'The robot check did not pass. Please tick it again.',
  captchaReused: 'This robot check was already used. Please tick it again.',
} as const;
