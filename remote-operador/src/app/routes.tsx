import { Navigate, PATHS, Route, routePath, Routes } from '@soat/shared/router';
import { RequireOperator } from '../components/require-operator';
import { FailedEmailsPage } from '../features/queues/failed-emails-page';
import { InvoicesPage } from '../features/queues/invoices-page';
import { AUDIT_PATH, OPERATIONS_PATH, OPERATORS_PATH, QUEUE_PATHS, RATINGS_PATH } from '../lib/queue-paths';
import { RefundsPage } from '../features/queues/refunds-page';
import { RuntReportsPage } from '../features/queues/runt-reports-page';
import { StalePaymentsPage } from '../features/queues/stale-payments-page';
import { AuditPage } from '../features/audit/audit-page';
import { FindPage } from '../features/find/find-page';
import { OperationsPage } from '../features/operations/operations-page';
import { OperatorsPage } from '../features/operators/operators-page';
import { RatingsPage } from '../features/ratings/ratings-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { SummaryPage } from '../features/summary/summary-page';
import { TimelinePage } from '../features/timeline/timeline-page';
import { registerOperatorTexts } from '../lib/namespace';

/** The queue pages (issue 44, point 5) and the supervisors' and administrators' pages, each behind an operator session. */
const operatorPages = [
  [AUDIT_PATH, AuditPage],
  [OPERATORS_PATH, OperatorsPage],
  [RATINGS_PATH, RatingsPage],
  [OPERATIONS_PATH, OperationsPage],
  [QUEUE_PATHS.reembolsosPorMarcar, RefundsPage],
  [QUEUE_PATHS.reportesRuntFallidos, RuntReportsPage],
  [QUEUE_PATHS.facturasRechazadas, InvoicesPage],
  [QUEUE_PATHS.correosFallidos, FailedEmailsPage],
  [QUEUE_PATHS.pagosPendientesMasDeUnaHora, StalePaymentsPage],
] as const;

registerOperatorTexts();

/**
 * None: the back office's pages are neither prerendered nor rendered on request (they show only what an
 * operator's session loads, and no search engine may list them).
 */
export const prerenderedPages: string[] = [];

/**
 * `remote_operador/routes`: the back office under `operador/`. Mounted by the host (under a route whose
 * base is `/`) only for paths under /operador, so a customer's page loads none of it.
 */
export default function OperatorRoutes() {
  return (
    <Routes>
      <Route path={routePath(PATHS.operadorIngresar)} element={<SignInPage />} />
      <Route
        path={routePath(PATHS.operador)}
        element={
          <RequireOperator>
            <SummaryPage />
          </RequireOperator>
        }
      />
      {operatorPages.map(([path, Page]) => (
        <Route
          key={path}
          path={routePath(path)}
          element={
            <RequireOperator>
              <Page />
            </RequireOperator>
          }
        />
      ))}
      <Route
        path={`${routePath(PATHS.operador)}/buscar`}
        element={
          <RequireOperator>
            <FindPage />
          </RequireOperator>
        }
      />
      <Route
        path={`${routePath(PATHS.operador)}/compras/:id`}
        element={
          <RequireOperator>
            <TimelinePage />
          </RequireOperator>
        }
      />
      <Route path={`${routePath(PATHS.operador)}/*`} element={<Navigate to={PATHS.operador} replace />} />
      <Route path="*" element={<Navigate to={PATHS.home} replace />} />
    </Routes>
  );
}
