/** The device service: whether the visitor is on a phone, and the WhatsApp link that suits it. */
import { useBrowserOnly } from './browser-only';

interface NavigatorWithUaData extends Navigator {
  userAgentData?: { mobile: boolean };
}

export function isMobileDevice(nav: Navigator = navigator): boolean {
  const hints = (nav as NavigatorWithUaData).userAgentData;
  if (hints) return hints.mobile;
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(nav.userAgent);
}

/** Phones open the WhatsApp app; desktops open WhatsApp Web. */
export function whatsappChatUrl(number: string, message: string, mobile = isMobileDevice()): string {
  const query = `phone=${encodeURIComponent(number)}&text=${encodeURIComponent(message)}`;
  return mobile ? `https://api.whatsapp.com/send?${query}` : `https://web.whatsapp.com/send?${query}`;
}

/**
 * Whether the visitor is on a phone, for rendering. Pages rendered at build
 * time know no device: they get the desktop link, and the browser corrects it
 * right after taking the page over.
 */
export function useIsMobileDevice(): boolean {
  return useBrowserOnly(isMobileDevice, false);
}
