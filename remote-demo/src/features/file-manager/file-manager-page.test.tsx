import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDemo, setUpDemo } from '../../testing/render-demo';

beforeAll(setUpDemo);

const breadcrumb = () => screen.getByRole('navigation', { name: 'Ruta de la carpeta' });
const folderNames = async () =>
  within(await screen.findByRole('list', { name: 'Carpetas' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('span')!.textContent!);

async function openFolder(name: string) {
  await userEvent.click(
    within(screen.getByRole('list', { name: 'Carpetas' })).getByRole('link', { name: new RegExp(`^${name}`) }),
  );
  await screen.findByRole('heading', { level: 1, name });
}

describe('the file manager', () => {
  it('lists the root folders by name, its path being the root alone', async () => {
    renderDemo('/demo/apps/file-manager');
    const names = await folderNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(within(breadcrumb()).getByText('Mis archivos')).toHaveAttribute('aria-current', 'page');
  });

  it('walks three folder levels down and back by the breadcrumb', async () => {
    renderDemo('/demo/apps/file-manager');
    const walked: string[] = [];
    for (let level = 0; level < 3; level += 1) {
      const names = await folderNames();
      walked.push(names[0]!);
      await openFolder(names[0]!);
      const crumbs = within(breadcrumb())
        .getAllByRole('listitem')
        .map((item) => item.textContent!.replace(/^\//, ''));
      expect(crumbs).toEqual(['Mis archivos', ...walked]);
    }

    await userEvent.click(within(breadcrumb()).getByRole('link', { name: walked[0] }));
    expect(await screen.findByRole('heading', { level: 1, name: walked[0] })).toBeInTheDocument();
    await userEvent.click(within(breadcrumb()).getByRole('link', { name: 'Mis archivos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Archivos' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/demo\/apps\/file-manager$/);
  });

  it("shows a file's details", async () => {
    renderDemo('/demo/apps/file-manager');
    const files = within(await screen.findByRole('list', { name: 'Archivos' })).getAllByRole('button');
    const name = files[0]!.querySelector('span')!.textContent!;
    await userEvent.click(files[0]!);
    expect(files[0]).toHaveAttribute('aria-pressed', 'true');
    const details = screen.getByRole('region', { name: `Detalles de ${name}` });
    // beside the list on a wide screen, below it on a narrow one: the focus goes there
    expect(within(details).getByRole('heading', { level: 2, name })).toHaveFocus();
    expect(within(details).getByText('Tamaño')).toBeInTheDocument();
    expect(within(details).getByText('Creado por')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Cerrar los detalles' }));
    expect(screen.queryByRole('region', { name: `Detalles de ${name}` })).not.toBeInTheDocument();
    // back on the file it came from, not on the page's body
    expect(files[0]).toHaveFocus();
  });

  it('says so for a folder that does not exist', async () => {
    renderDemo('/demo/apps/file-manager/folders/no-existe');
    expect(await screen.findByText('Esta carpeta está vacía.')).toBeInTheDocument();
  });
});
