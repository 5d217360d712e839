/** The product form's values as the person types them (numbers stay text until the form is saved). */
export interface ProductFormValues {
  name: string;
  sku: string;
  description: string;
  basePrice: string;
  taxPercent: string;
  stock: string;
  active: boolean;
  tags: string[];
}
