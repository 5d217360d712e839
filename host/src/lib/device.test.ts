import { isMobileDevice, whatsappChatUrl } from './device';

const withUserAgent = (userAgent: string) => ({ userAgent }) as Navigator;

describe('device service', () => {
  it('recognises a phone by its user agent', () => {
    expect(isMobileDevice(withUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36'))).toBe(true);
    expect(isMobileDevice(withUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0'))).toBe(false);
  });

  it('prefers the user-agent client hints when the browser has them', () => {
    const nav = { userAgent: 'Android Mobile', userAgentData: { mobile: false } } as unknown as Navigator;
    expect(isMobileDevice(nav)).toBe(false);
  });

  it('links phones to the WhatsApp app and desktops to WhatsApp Web', () => {
    expect(whatsappChatUrl('573001234567', 'Hola SOAT', true)).toBe(
      'https://api.whatsapp.com/send?phone=573001234567&text=Hola%20SOAT',
    );
    expect(whatsappChatUrl('573001234567', 'Hola SOAT', false)).toBe(
      'https://web.whatsapp.com/send?phone=573001234567&text=Hola%20SOAT',
    );
  });
});
