import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type * as strength from '../lib/password-strength';
import { loadStrengthChecker } from '../lib/password-strength';
import { renderPage, setUpPage } from '../testing/render-page';
import { PasswordStrength } from './password-strength';

jest.mock('../lib/password-strength', () => {
  const actual = jest.requireActual<typeof strength>('../lib/password-strength');
  return { ...actual, loadStrengthChecker: jest.fn(actual.loadStrengthChecker) };
});

/** A password field with the meter under it, as the account forms have it. */
function PasswordWithMeter() {
  const [password, setPassword] = useState('');
  return (
    <>
      <input aria-label="Clave" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordStrength password={password} userInputs={[]} />
    </>
  );
}

beforeAll(setUpPage);

describe('PasswordStrength', () => {
  it('fetches the strength dictionaries only once the visitor types a password', async () => {
    renderPage(<PasswordWithMeter />);
    expect(loadStrengthChecker).not.toHaveBeenCalled();
    expect(screen.queryByText(/Seguridad de la clave/)).toBeNull();

    await userEvent.type(screen.getByLabelText('Clave'), '1');
    expect(loadStrengthChecker).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Seguridad de la clave: muy débil')).toBeVisible();
  });
});
