import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './PageTitle';

/** A page whose heading appears only once its data has come, beside a field outside it. */
function LoadingPage({ loaded, title }: { loaded: boolean; title: string }) {
  return (
    <MantineProvider>
      <label>
        Campaign <input />
      </label>
      <button type="button">Elsewhere</button>
      {loaded ? <PageTitle>{title}</PageTitle> : <p>Loading</p>}
    </MantineProvider>
  );
}

function Navigation() {
  const [page, setPage] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setPage((n) => n + 1)}>
        Next page
      </button>
      <LoadingPage key={page} loaded title={`Page ${page}`} />
    </>
  );
}

describe('the page heading after a navigation', () => {
  it('takes focus when nothing else has it, and leaves a field the user turned to alone', () => {
    // The first page of a visit leaves focus where it is.
    const { rerender } = render(<LoadingPage loaded={false} title="First" />);
    rerender(<LoadingPage loaded title="First" />);
    expect(document.activeElement).toBe(document.body);

    // A later page: the user is already typing in a field when the heading arrives.
    rerender(<LoadingPage key="second" loaded={false} title="Second" />);
    screen.getByRole('textbox', { name: 'Campaign' }).focus();
    rerender(<LoadingPage key="second" loaded title="Second" />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Campaign' }));
    expect(document.title).toBe('Second - City Portal');
  });

  it('moves focus from the link or button that navigated to the new heading', () => {
    render(<Navigation />);
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    fireEvent.click(next);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page 1' }));
  });
});
