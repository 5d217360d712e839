// The icon sets the template's icon pages list: each answers its namespace,
// name, grid class (size 6; Heroicons Mini 5) and the icon names.
export const ICON_SET_PATHS = [
  'feather',
  'heroicons-outline',
  'heroicons-solid',
  'heroicons-mini',
  'material-solid',
  'material-outline',
  'material-twotone',
];

const HEROICONS = [
  'academic-cap',
  'adjustments-horizontal',
  'archive-box',
  'arrow-down',
  'arrow-left',
  'arrow-right',
  'arrow-up',
  'bell',
  'book-open',
  'calendar',
  'chart-pie',
  'chat-bubble-left',
  'check',
  'check-circle',
  'clipboard-document-list',
  'cog-6-tooth',
  'document',
  'document-text',
  'envelope',
  'exclamation-triangle',
  'home',
  'inbox',
  'information-circle',
  'magnifying-glass',
  'paper-airplane',
  'pencil',
  'star',
  'trash',
  'user',
  'user-group',
  'x-mark',
];
const FEATHER = [
  'activity',
  'airplay',
  'alert-circle',
  'archive',
  'bell',
  'book',
  'calendar',
  'check',
  'clipboard',
  'clock',
  'cloud',
  'edit',
  'file',
  'folder',
  'heart',
  'home',
  'inbox',
  'mail',
  'map',
  'search',
  'settings',
  'star',
  'trash',
  'user',
  'users',
  'x',
];
const MATERIAL = [
  'account_circle',
  'add',
  'alarm',
  'archive',
  'check_circle',
  'delete',
  'done',
  'edit',
  'email',
  'event',
  'favorite',
  'folder',
  'home',
  'info',
  'label',
  'lock',
  'mail',
  'menu',
  'notifications',
  'person',
  'search',
  'settings',
  'star',
  'warning',
];

export interface IconSet {
  namespace: string;
  name: string;
  grid: string;
  list: string[];
}

const SETS: Record<string, IconSet> = {
  feather: { namespace: 'feather', name: 'Feather', grid: 'icon-size-6', list: FEATHER },
  'heroicons-outline': {
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-6',
    list: HEROICONS,
  },
  'heroicons-solid': { namespace: 'heroicons_solid', name: 'Heroicons Solid', grid: 'icon-size-6', list: HEROICONS },
  'heroicons-mini': { namespace: 'heroicons_mini', name: 'Heroicons Mini', grid: 'icon-size-5', list: HEROICONS },
  'material-solid': { namespace: 'mat_solid', name: 'Material Solid', grid: 'icon-size-6', list: MATERIAL },
  'material-outline': { namespace: 'mat_outline', name: 'Material Outline', grid: 'icon-size-6', list: MATERIAL },
  'material-twotone': { namespace: 'mat_twotone', name: 'Material Twotone', grid: 'icon-size-6', list: MATERIAL },
};

export function seedIcons(): Record<string, IconSet> {
  return structuredClone(SETS);
}
