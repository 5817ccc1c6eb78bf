/** Fields the sign-in forms share: sign-up's and the phone screen's "Change it" form. */
import { phoneInputDigits } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from 'shared-ui/forms';

/** A phone's keyboard would capitalise and "correct" a username or an invite code ('fwshop' into 'workshop'). */
export const TYPED_AS_IS = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

/** A 10-digit phone number, with the hint '10 digits, numbers only' and a phone's number keyboard. */
export function PhoneNumberField({ onChange, ...props }: TextFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      hint={t('auth:phoneHint')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...props}
      onChange={(event) => {
        // Digits only, at most 10 (LIMITS.phoneDigits): anything else typed or pasted is ignored (spec §5),
        // so no maxLength, which would cut '(555) 123-4567' before its last digits; a leading +1 is dropped.
        event.target.value = phoneInputDigits(event.target.value);
        return onChange?.(event);
      }}
    />
  );
}
