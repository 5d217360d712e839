import { PATHS } from '@soat/shared/router';

/** The product areas the header links to (labels are translation keys under `nav`). */
export const NAV_ITEMS = [
  { key: 'home', to: PATHS.home },
  { key: 'quote', to: PATHS.cotizarSoat },
  { key: 'consult', to: PATHS.consultaSoat },
  { key: 'rates', to: PATHS.tarifas },
  { key: 'rating', to: PATHS.calificacion },
  { key: 'about', to: PATHS.quienesSomos },
] as const;

export const DEMO_NAV_ITEM = { key: 'demo', to: PATHS.demo } as const;
