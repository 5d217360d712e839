import { formatLongDate, formatMoney } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, paymentPath } from '@soat/shared/router';
import { Link, Text, VisuallyHidden } from '@soat/shared/ui';
import { ScrollTable } from '../../components/scroll-table';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { MyPurchaseRequest } from './api/my-policies';

/** Purchase requests without a policy yet: to pay, being issued, or to be refunded. */
export function OpenRequestsTable({ requests }: { requests: MyPurchaseRequest[] }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <ScrollTable caption={t('myPolicies.requests.caption')} minW="3xl">
      <thead>
        <tr>
          <th scope="col">{t('myPolicies.requests.plate')}</th>
          <th scope="col">{t('myPolicies.requests.validity')}</th>
          <th scope="col" data-numeric="">
            {t('myPolicies.requests.total')}
          </th>
          <th scope="col">{t('myPolicies.requests.status')}</th>
          <th scope="col">{t('myPolicies.requests.payment')}</th>
          <th scope="col">{t('myPolicies.requests.next')}</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <tr key={request.idSolicitudSoat}>
            <th scope="row">{request.placa}</th>
            <td>
              {t('myPolicies.policy.period', {
                from: formatLongDate(request.cotizacion.inicioVigencia),
                to: formatLongDate(request.cotizacion.finVigencia),
              })}
            </td>
            <td data-numeric="">{formatMoney(request.cotizacion.total)}</td>
            <td>{t(`common.requestStatus.${request.estado}`)}</td>
            <td>
              {request.pago ? t(`common.paymentStatus.${request.pago.estado}`) : t('myPolicies.requests.noPayment')}
            </td>
            <td>
              {request.estado === 'pendiente-pago' ? (
                <Link asChild fontWeight="semibold">
                  <RouterLink to={paymentPath('realizar', request.idSolicitudSoat)}>
                    {t('myPolicies.requests.pay')}
                    <VisuallyHidden>{t('myPolicies.requests.forPlate', { plate: request.placa })}</VisuallyHidden>
                  </RouterLink>
                </Link>
              ) : (
                <Text fontSize="sm">{t(`myPolicies.requests.explain.${request.estado}`)}</Text>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
