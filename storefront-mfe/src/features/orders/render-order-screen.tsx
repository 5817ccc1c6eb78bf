/** Component tests: the customer's order page at /orders/o1, with what the shell gives it. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestProviders } from 'shared-ui/testing';
import OrderScreen from './order-screen';

export function renderOrderScreen() {
  return render(
    <MemoryRouter initialEntries={['/orders/o1']}>
      <Routes>
        <Route path="/orders/:id" element={<OrderScreen />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}
