/**
 * shared-ui/forms: form fields, the search box and segmented toggle, the code-resend countdown and the fields' checks. Not a federation singleton (no state): each
 * remote bundles them with the screens that ask for input, so a customer's first page does not load them.
 */
export { Checkbox, type CheckboxProps } from '../components/checkbox';
export { SearchBox } from '../components/search-box';
export { SegmentedToggle } from '../components/segmented-toggle';
export { TextField, type TextFieldProps } from '../components/text-field';
export { RESEND_SECONDS, useCountdown } from '../hooks/use-countdown';
export { checkedBy, type FieldProblems, fieldState, firstProblem } from './form-checks';
export { type FormNotice, failureNotice, noticeText, useRecheckOnLanguageChange } from './form-notice';
export { newIdempotencyKey, useRequestKey } from './idempotency-key';
export { type PasswordFieldName, PasswordFields, type PasswordFieldsProps } from './password-fields';
export { type FieldRefusals, isRefusal, markRefusedField, PASSWORD_REFUSALS } from './refusals';
export { useDebouncedValue } from './use-debounced-value';
export { type FormSubmitOptions, useFormSubmit } from './use-form-submit';
