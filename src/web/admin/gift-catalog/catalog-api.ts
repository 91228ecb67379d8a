// Calls of the admin catalogue and categories, and the upload of a product picture.
import { assetPurposes } from '../../../shared/assets.ts';
import type {
  CatalogQuery,
  CategoryInput,
  CategoryRow,
  ProductInput,
  ProductPage,
  SubcategoryInput,
} from '../../../shared/gift-catalog.ts';
import { api, queryString } from '../../lib/api.ts';

export const catalogKeys = {
  categories: ['admin', 'catalog', 'categories'] as const,
  products: ['admin', 'catalog', 'products'] as const,
};

export function fetchCategories(signal?: AbortSignal) {
  return api<CategoryRow[]>('/api/admin/catalog/categories', { signal });
}

export function saveCategory(id: string | null, body: CategoryInput) {
  return id
    ? api(`/api/admin/catalog/categories/${id}`, { method: 'PUT', json: body })
    : api<{ id: string }>('/api/admin/catalog/categories', { method: 'POST', json: body });
}

export function deleteCategory(id: string) {
  return api(`/api/admin/catalog/categories/${id}`, { method: 'DELETE' });
}

export function saveSubcategory(target: { categoryId: string } | { id: string }, body: SubcategoryInput) {
  return 'id' in target
    ? api(`/api/admin/catalog/subcategories/${target.id}`, { method: 'PUT', json: body })
    : api(`/api/admin/catalog/categories/${target.categoryId}/subcategories`, { method: 'POST', json: body });
}

export function deleteSubcategory(id: string) {
  return api(`/api/admin/catalog/subcategories/${id}`, { method: 'DELETE' });
}

export function searchProducts(query: Partial<CatalogQuery>, signal?: AbortSignal) {
  return api<ProductPage>(`/api/admin/catalog/products?${queryString(query)}`, { signal });
}

export function saveProduct(id: string | null, body: ProductInput) {
  return api<{ id: string; name: string }>(
    id ? `/api/admin/catalog/products/${id}` : '/api/admin/catalog/products',
    {
      method: id ? 'PUT' : 'POST',
      json: body,
    },
  );
}

export function deleteProduct(id: string) {
  return api(`/api/admin/catalog/products/${id}`, { method: 'DELETE' });
}

/** Product pictures: PNG or JPEG up to 10 MB (SPEC 5); anything else never reaches the server. */
export function isAcceptedProductImage(file: File): boolean {
  const rule = assetPurposes['catalog-product'];
  return ['image/png', 'image/jpeg'].includes(file.type) && file.size <= rule.maxBytes;
}

export async function uploadProductImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const asset = await api<{ url: string }>('/api/admin/assets?purpose=catalog-product', {
    method: 'POST',
    body: form,
  });
  return asset.url;
}
