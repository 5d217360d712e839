import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from './document-title';

describe('useDocumentTitle', () => {
  it('sets the tab title and follows a new one, such as after a language switch', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Inicio · Portal SOAT' },
    });
    expect(document.title).toBe('Inicio · Portal SOAT');
    rerender({ title: 'Home · SOAT Portal' });
    expect(document.title).toBe('Home · SOAT Portal');
  });
});
