import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import type { InventoryProduct } from './api/inventory-api';

beforeAll(setUpDemo);

const PRODUCT = 'api/apps/ecommerce/inventory/product';
const PICTURES = ['front', 'side', 'back'].map((view) => `/assets/images/apps/ecommerce/products/watch-${view}.jpg`);

/**
 * The first product of the list, given the `pictures` through the mock's PATCH product (null: as the seed
 * has it), then opened. Answers its id, its name and its details' region.
 */
async function openProduct(pictures: Partial<InventoryProduct> | null) {
  renderDemo('/demo/apps/ecommerce/inventory');
  const table = await screen.findByRole('table', { name: 'Productos del inventario' });
  const button = within(table).getAllByRole('rowheader')[0]!.querySelector('button')!;
  const name = button.textContent!;
  const { products } = await demoApi.get<{ products: InventoryProduct[] }>('api/apps/ecommerce/inventory/products', {
    search: name,
    page: 0,
  });
  const id = products.find((product) => product.name === name)!.id;
  if (pictures) await demoApi.patch(PRODUCT, { id, product: pictures });
  await userEvent.click(button);
  const details = await screen.findByRole('region', { name });
  return { id, name, details, images: () => within(details).getByRole('group', { name: 'Imágenes' }) };
}

const stored = (id: string) => demoApi.get<InventoryProduct>(PRODUCT, { id });

describe("a product's images", () => {
  it("shows the seed's own pictures, drawn for the product, the first featured", async () => {
    const { name, images } = await openProduct(null);
    const pictures = within(images()).getAllByRole('img');
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(within(images()).getByRole('radio', { name: `Imagen 1 de ${name} Destacada` })).toBeChecked();
  });

  it('says when a product has none', async () => {
    const { images } = await openProduct({ images: [], thumbnail: null });
    expect(within(images()).getByText('Este producto no tiene imágenes.')).toBeInTheDocument();
    expect(within(images()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows each picture sized and loaded lazily, the featured one ticked, and features another', async () => {
    const { id, name, details, images } = await openProduct({ images: PICTURES, thumbnail: PICTURES[0]! });
    const pictures = within(images()).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(
      [1, 2, 3].map((n) => `Imagen ${n} de ${name}`),
    );
    for (const [index, picture] of pictures.entries()) {
      expect(picture).toHaveAttribute('src', PICTURES[index]);
      expect(picture).toHaveAttribute('width', '96');
      expect(picture).toHaveAttribute('height', '96');
      expect(picture).toHaveAttribute('loading', 'lazy');
    }
    const featured = (n: number) => within(images()).getByRole('radio', { name: `Imagen ${n} de ${name} Destacada` });
    expect(featured(1)).toBeChecked();

    // by keyboard, as a radio group: the arrow moves the choice to the next picture
    featured(1).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(featured(2)).toBeChecked();
    expect(featured(1)).not.toBeChecked();
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar' }));

    await waitFor(async () => expect((await stored(id)).thumbnail).toBe(PICTURES[1]));
    expect((await stored(id)).images).toEqual(PICTURES);
  });

  it('removes a picture, the next one taking the focus; the featured one removed, the first left is featured', async () => {
    const { id, name, details, images } = await openProduct({ images: PICTURES, thumbnail: PICTURES[1]! });
    await userEvent.click(within(images()).getByRole('button', { name: 'Quitar la imagen 2' }));

    expect(
      within(images())
        .getAllByRole('img')
        .map((picture) => picture.getAttribute('src')),
    ).toEqual([PICTURES[0], PICTURES[2]]);
    expect(within(images()).getByRole('radio', { name: `Imagen 1 de ${name} Destacada` })).toBeChecked();
    expect(within(images()).getByRole('button', { name: 'Quitar la imagen 2' })).toHaveFocus();

    await userEvent.click(within(images()).getByRole('button', { name: 'Quitar la imagen 2' }));
    await userEvent.click(within(images()).getByRole('button', { name: 'Quitar la imagen 1' }));
    expect(within(images()).getByText('Este producto no tiene imágenes.')).toHaveFocus();

    await userEvent.click(within(details).getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => expect(await stored(id)).toMatchObject({ images: [], thumbnail: null }));
  });

  it('shows a thumbnail that is not among the images first, featured', async () => {
    const { name, images } = await openProduct({ images: [PICTURES[1]!], thumbnail: PICTURES[0]! });
    expect(
      within(images())
        .getAllByRole('img')
        .map((picture) => picture.getAttribute('src')),
    ).toEqual([PICTURES[0], PICTURES[1]]);
    expect(within(images()).getByRole('radio', { name: `Imagen 1 de ${name} Destacada` })).toBeChecked();
  });
});
