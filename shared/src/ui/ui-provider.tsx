import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { portalSystem } from './system';

/** The one theme provider; the host renders it, and each remote's standalone shell. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>;
}
