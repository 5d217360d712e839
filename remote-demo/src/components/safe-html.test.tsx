import { render } from '@testing-library/react';
import { UiProvider } from '@soat/shared/ui';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps the markup and drops scripts, event handlers and javascript: links', () => {
    const { container } = render(
      <UiProvider>
        <SafeHtml
          html={
            '<h2>Title</h2><p onclick="steal()">Text <a href="javascript:alert(1)">link</a></p><script>alert(2)</script>'
          }
        />
      </UiProvider>,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Title');
    expect(container.querySelector('p')).not.toHaveAttribute('onclick');
    expect(container.querySelector('a')).not.toHaveAttribute('href');
    expect(container.querySelector('script')).toBeNull();
  });
});
