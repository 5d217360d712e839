import { screen, within } from '@testing-library/react';
import { PATHS } from '@soat/shared/router';
import { renderPage, setUpPage } from '../../testing/render-page';
import { SoatPage } from './soat-page';

beforeAll(setUpPage);

describe('the SOAT information page', () => {
  it('explains SOAT under one main heading with a section per topic, and names the tab', () => {
    renderPage(<SoatPage />, { at: '/soat' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'El SOAT, el seguro obligatorio de tu vehículo',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Qué cubre',
      'Quién debe tenerlo',
      'Multa por no tenerlo',
      'Vigencia',
      'Cuánto cuesta',
      'Cómo comprarlo aquí',
      'Cómo consultarlo',
    ]);
    expect(document.title).toBe('Qué es el SOAT · Portal SOAT');
  });

  it('lists what it covers per victim with the 2026 amounts', () => {
    renderPage(<SoatPage />, { at: '/soat' });
    const coverages = screen.getByRole('table', { name: 'Coberturas por víctima en 2026' });
    const amountOf = (name: string) =>
      within(coverages).getByRole('rowheader', { name }).closest('tr')!.textContent!.replace(/\s/g, ' ');
    expect(amountOf('Gastos médicos, quirúrgicos, farmacéuticos y hospitalarios')).toContain('$ 36.749.788');
    expect(amountOf('Incapacidad permanente')).toContain('$ 10.505.430');
    expect(amountOf('Muerte y gastos funerarios')).toContain('$ 43.772.625');
    expect(amountOf('Transporte y movilización de las víctimas')).toContain('$ 459.320');
  });

  it('gives the 2026 fine and the one-year validity', () => {
    renderPage(<SoatPage />, { at: '/soat' });
    const fine = screen.getByRole('region', { name: 'Multa por no tenerlo' });
    expect(fine.textContent!.replace(/\s/g, ' ')).toContain('30 salarios mínimos diarios, $ 1.750.905 en 2026');
    expect(screen.getByRole('region', { name: 'Vigencia' })).toHaveTextContent(
      'Una póliza que empieza el 17 de octubre de 2025 vence el 16 de octubre de 2026.',
    );
  });

  it('links to the quote, the consult, the rates and "mis pólizas"', () => {
    renderPage(<SoatPage />, { at: '/soat' });
    for (const link of screen.getAllByRole('link', { name: 'Cotiza tu SOAT' })) {
      expect(link).toHaveAttribute('href', PATHS.comprarSoat);
    }
    for (const link of screen.getAllByRole('link', { name: 'Consulta tu SOAT' })) {
      expect(link).toHaveAttribute('href', PATHS.consultaSoat);
    }
    expect(screen.getByRole('link', { name: 'Mira la tabla de tarifas 2026' })).toHaveAttribute('href', PATHS.tarifas);
    expect(screen.getByRole('link', { name: 'Si compraste con tu cuenta, mira tus pólizas' })).toHaveAttribute(
      'href',
      PATHS.misPolizas,
    );
  });

  it('lists the purchase steps in order', () => {
    renderPage(<SoatPage />, { at: '/soat' });
    const steps = within(screen.getByRole('region', { name: 'Cómo comprarlo aquí' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent(/^Escribe la placa/);
    expect(steps[3]).toHaveTextContent(/^Recibe en tu correo la póliza electrónica/);
  });
});
