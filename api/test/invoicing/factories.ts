import type { DocumentIssuer, InvoiceInput, SaleDetails } from '../../src/invoicing/index.js';

/**
 * An issuer in the DIAN's test environment, with the numbering range and technical key the DIAN publishes
 * for its enablement test set (prefix SETP, 990000000–995000000).
 */
export function testIssuer(overrides: Partial<DocumentIssuer> = {}): DocumentIssuer {
  return {
    environment: '2',
    insurer: {
      legalName: 'Aseguradora Portal SOAT S.A.',
      nit: '900123456',
      taxLevelCodes: ['O-13', 'O-15'],
      address: {
        line: 'Carrera 7 # 71-21',
        cityName: 'Bogotá, D.C.',
        cityCode: '11001',
        departmentName: 'Bogotá',
        departmentCode: '11',
        postalZone: '110231',
      },
      email: 'facturacion@aseguradora.example',
      phone: '6015550100',
    },
    software: { id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0', pin: '12345', providerNit: '900123456' },
    invoiceRange: {
      resolution: '18760000001',
      startDate: '2019-01-19',
      endDate: '2030-01-19',
      prefix: 'SETP',
      from: 990000000,
      to: 995000000,
      technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
    },
    creditNotePrefix: 'NC',
    ...overrides,
  };
}

export function testSale(overrides: Partial<SaleDetails> = {}): SaleDetails {
  return {
    policyNumber: 'SOAT-2025-000123',
    plate: 'ABC123',
    startsOn: '2025-03-02',
    endsOn: '2026-03-01',
    buyer: {
      documentType: 'CC',
      documentNumber: '52123456',
      name: 'María José Peña & Hijos <Ltda> Núñez',
      email: 'maria.pena@example.com',
      phone: '3001234567',
      address: { line: 'Calle 12 # 34-56, apto 7 "B"', cityName: 'Medellín', cityCode: '05001', departmentName: 'Antioquia', departmentCode: '05' },
    },
    amounts: { premium: 377_600, adresContribution: 196_352, subtotal: 573_952, runtFee: 2_000, total: 575_952 },
    paymentMeansCode: '48',
    ...overrides,
  };
}

export function testInvoiceInput(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    sale: testSale(),
    number: 990000001,
    issuedAt: new Date('2025-03-01T15:04:05Z'),
    ...overrides,
  };
}
