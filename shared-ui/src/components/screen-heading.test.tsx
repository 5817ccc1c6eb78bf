import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Page } from './page';
import { ScreenHeading, useScreenHeading } from './screen-heading';

function Counter() {
  const [count, setCount] = useState(1);
  return (
    <Page title={`Orders (${count})`}>
      <button type="button" onClick={() => setCount(count + 1)}>
        More
      </button>
    </Page>
  );
}

describe('ScreenHeading', () => {
  it('reports the text its h1 shows, as it changes', () => {
    render(<Counter />);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders (1)' })).toBeInTheDocument();
    expect(useScreenHeading.getState().heading).toBe('Orders (1)');
    act(() => screen.getByRole('button', { name: 'More' }).click());
    expect(useScreenHeading.getState().heading).toBe('Orders (2)');
  });

  it('reports no heading once its screen leaves, and the next screen’s when it comes', () => {
    const { rerender, unmount } = render(<ScreenHeading>Cakes</ScreenHeading>);
    expect(useScreenHeading.getState().heading).toBe('Cakes');
    rerender(<p>Loading…</p>);
    expect(useScreenHeading.getState().heading).toBe('');
    rerender(<ScreenHeading>Mines</ScreenHeading>);
    expect(useScreenHeading.getState().heading).toBe('Mines');
    unmount();
    expect(useScreenHeading.getState().heading).toBe('');
  });
});
