import { screen } from '@testing-library/react';

/** The texts of the page's table column headers, left to right, as a user reads them. */
export const columnHeaders = () =>
  screen.getAllByRole('columnheader').map((cell) => cell.textContent);
