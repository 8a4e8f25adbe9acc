import { defineMessages } from 'react-intl';

// Default validation texts of the form layer; Dutch is the source, so defaults are the nl catalogue verbatim.
export const formMessages = defineMessages({
  required: { id: 'kit.form.required', defaultMessage: 'Vul dit veld in.' },
  invalid: { id: 'kit.form.invalid', defaultMessage: 'Deze invoer klopt niet.' },
  tooShort: { id: 'kit.form.tooShort', defaultMessage: 'Vul minimaal {min} tekens in.' },
  tooLong: { id: 'kit.form.tooLong', defaultMessage: 'Vul maximaal {max} tekens in.' },
});
