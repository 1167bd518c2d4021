/** What the benchmarks read of a running server's catalogue to draw their URLs from. */

export async function getJson(baseUrl, path, init = {}) {
  const response = await fetch(baseUrl + path, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Every listed product, page after page, as the list endpoint gives them. */
export async function listedProducts(baseUrl) {
  const products = [];
  for (let page = 1; ; page++) {
    const { data } = await getJson(
      baseUrl,
      `/api/ProduitController/list_produit?type=web&langue=fr&page=${page}&limit=48`,
    );
    products.push(...data);
    if (data.length < 48) return products;
  }
}
