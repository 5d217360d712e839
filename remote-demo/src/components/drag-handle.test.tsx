import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@soat/shared/ui';
import { DragHandle } from './drag-handle';

describe('DragHandle', () => {
  it('is a named button that hands dnd-kit its element, attributes and listeners, and takes touches for itself', async () => {
    const activatorRef = jest.fn();
    const onKeyDown = jest.fn();
    render(
      <UiProvider>
        <DragHandle
          label="Mover la tarjeta Diseño"
          activatorRef={activatorRef}
          attributes={{
            role: 'button',
            tabIndex: 0,
            'aria-disabled': false,
            'aria-pressed': undefined,
            'aria-roledescription': 'tarjeta arrastrable',
            'aria-describedby': 'instrucciones',
          }}
          listeners={{ onKeyDown }}
        />
      </UiProvider>,
    );
    const handle = screen.getByRole('button', { name: 'Mover la tarjeta Diseño' });
    expect(activatorRef).toHaveBeenCalledWith(handle);
    expect(handle).toHaveAttribute('aria-roledescription', 'tarjeta arrastrable');
    handle.focus();
    await userEvent.keyboard(' ');
    expect(onKeyDown).toHaveBeenCalled();
    // a finger on the handle drags the item instead of scrolling the page
    // (jsdom computes no styles from emotion's sheets: the rules of the handle's own classes are read instead)
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).map((rule) => rule.cssText);
    const ownRules = rules.filter((rule) => [...handle.classList].some((name) => rule.startsWith(`.${name}`)));
    expect(ownRules.join(' ')).toMatch(/touch-action: ?none/);
  });
});
