/**
 * An e-mail address that wraps, when it must, before its '@' ('casey.customer' over
 * '@example.com'), not in the middle of a word. The text is unchanged: <wbr> adds no character.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
