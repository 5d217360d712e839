import { screen } from '@testing-library/react';
import { PATHS } from '@soat/shared/router';
import { createToken, recordRequests } from '@soat/shared/testing';
import { OPERATOR_TOKEN_KEY } from '../lib/operator-session';
import { renderPage, setUpPage } from '../testing/render-page';
import { RequireOperator } from './require-operator';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

const page = (
  <RequireOperator>
    <p>Página de operador</p>
  </RequireOperator>
);

describe('the operator session guard', () => {
  it('sends a visitor with only a customer’s session to the sign-in, without calling the API', () => {
    const sent = recordRequests();
    localStorage.setItem('accessToken', createToken());
    renderPage(page, { at: PATHS.operador });
    expect(screen.getByTestId('location')).toHaveTextContent(PATHS.operadorIngresar);
    expect(screen.queryByText('Página de operador')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends an operator whose token expired to the sign-in, and forgets the token', () => {
    sessionStorage.setItem(OPERATOR_TOKEN_KEY, createToken({ expiresIn: -10 }));
    renderPage(page, { at: PATHS.operador });
    expect(screen.getByTestId('location')).toHaveTextContent(PATHS.operadorIngresar);
    expect(sessionStorage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();
  });

  it('shows the page to an operator with a valid token', () => {
    sessionStorage.setItem(OPERATOR_TOKEN_KEY, createToken());
    renderPage(page, { at: PATHS.operador });
    expect(screen.getByText('Página de operador')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/operador$/);
  });
});
