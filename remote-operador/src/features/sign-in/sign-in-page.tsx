import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Navigate, PATHS, useLocation, useNavigate } from '@soat/shared/router';
import { Alert, Stack } from '@soat/shared/ui';
import { OperatorFrame } from '../../components/operator-frame';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import type { Enrolment as EnrolmentData, PasswordAnswer, SecondFactorAnswer } from '../../lib/operator-api';
import { operatorToken, sessionEnded } from '../../lib/operator-session';
import { CodeForm } from './code-form';
import { Enrolment } from './enrolment';
import { PasswordForm } from './password-form';
import { RecoveryCodes } from './recovery-codes';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string; enrolment: EnrolmentData }
  | { kind: 'recovery'; codes: string[] };

/**
 * `/operador/ingresar`: email and password, then the second factor: the TOTP code (or a recovery code),
 * or, for an operator without one yet, its enrolment (QR, secret, first code) and the recovery codes.
 */
export function SignInPage() {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const navigate = useNavigate();
  const ended = sessionEnded(useLocation().state);
  const [signedInAlready] = useState(() => operatorToken.read() !== null);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');

  if (signedInAlready) return <Navigate to={PATHS.operador} replace />;

  const afterPassword = (answer: PasswordAnswer) =>
    setStep(
      answer.etapa === 'enrolar' && answer.enrolamiento
        ? { kind: 'enrol', challenge: answer.desafio, enrolment: answer.enrolamiento }
        : { kind: 'code', challenge: answer.desafio },
    );
  const signedIn = (answer: SecondFactorAnswer) => {
    operatorToken.write(answer.accessToken);
    if (answer.codigosRecuperacion?.length) setStep({ kind: 'recovery', codes: answer.codigosRecuperacion });
    else navigate(PATHS.operador, { replace: true });
  };
  const restart = () => setStep({ kind: 'password' });

  switch (step.kind) {
    case 'password':
      return (
        <OperatorFrame title={t('signIn.title')} description={t('signIn.description')}>
          <Stack gap="4">
            {ended && (
              <Alert.Root status="info" role="status">
                <Alert.Indicator />
                <Alert.Description>{t('errors.sessionEnded')}</Alert.Description>
              </Alert.Root>
            )}
            <PasswordForm email={email} onEmailChange={setEmail} onAnswer={afterPassword} />
          </Stack>
        </OperatorFrame>
      );
    case 'code':
      return (
        <OperatorFrame title={t('code.title')} description={t('code.description')}>
          <CodeForm
            challenge={step.challenge}
            submitLabel={t('code.submit')}
            submittingLabel={t('code.submitting')}
            onSignedIn={signedIn}
            onRestart={restart}
          />
        </OperatorFrame>
      );
    case 'enrol':
      return (
        <OperatorFrame title={t('enrol.title')} description={t('enrol.description')}>
          <Stack gap="6">
            <Enrolment enrolment={step.enrolment} />
            <CodeForm
              challenge={step.challenge}
              submitLabel={t('enrol.submit')}
              submittingLabel={t('enrol.submitting')}
              onSignedIn={signedIn}
              onRestart={restart}
            />
          </Stack>
        </OperatorFrame>
      );
    case 'recovery':
      return (
        <OperatorFrame title={t('recovery.title')}>
          <RecoveryCodes codes={step.codes} onContinue={() => navigate(PATHS.operador, { replace: true })} />
        </OperatorFrame>
      );
  }
}
