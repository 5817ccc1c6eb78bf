import { render } from '@testing-library/react';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('offers a line break before the @ and keeps the address as written', () => {
    const { container } = render(
      <span>
        <EmailAddress email="casey.customer@example.com" />
      </span>,
    );
    const span = container.firstElementChild as HTMLElement;
    expect(span.textContent).toBe('casey.customer@example.com');
    expect(span.innerHTML).toBe('casey.customer<wbr>@example.com');
  });

  it('leaves text without a usable @ as it is', () => {
    const { container } = render(
      <span>
        <EmailAddress email="not-an-address" />
      </span>,
    );
    expect((container.firstElementChild as HTMLElement).innerHTML).toBe('not-an-address');
  });
});
