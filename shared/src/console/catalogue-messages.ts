/** Message keys of the console's product and points-good forms (spread into MESSAGE_KEYS; texts in console-products.json). */
export const CATALOGUE_MESSAGE_KEYS = ['skuTaken', 'productCreated', 'productSaved', 'goodsCreated', 'goodsSaved', 'goodsKindFixed', 'imageUploaded'] as const;
