import { useTranslation } from '@soat/shared/i18n';
import { NavLink } from '@soat/shared/router';
import { Link, Stack } from '@soat/shared/ui-core';
import { DEMO_NAV_ITEM, NAV_ITEMS } from './navigation';

interface Props {
  demoEnabled: boolean;
  direction: 'row' | 'column';
  onNavigate?: () => void;
}

export function MainNav({ demoEnabled, direction, onNavigate }: Props) {
  const { t } = useTranslation('host');
  const items = demoEnabled ? [...NAV_ITEMS, DEMO_NAV_ITEM] : NAV_ITEMS;
  return (
    <nav aria-label={t('nav.label')}>
      <Stack as="ul" direction={direction} gap={direction === 'row' ? '1' : '0'} listStyle="none">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              rounded="md"
              color="fg"
              fontWeight="medium"
              textDecoration="none"
              _hover={{ bg: 'colorPalette.subtle' }}
              css={{ '&[aria-current=page]': { color: 'colorPalette.fg', bg: 'colorPalette.subtle' } }}
            >
              <NavLink to={item.to} onClick={onNavigate}>
                {t(`nav.${item.key}`)}
              </NavLink>
            </Link>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
