import { it } from 'vitest';
import { createTestClient, testServerUrl } from '../testing/renderWithClient.js';
it('probe', async () => {
  const client = createTestClient(testServerUrl());
  await client.setLocale({ country: 'FR', language: 'fr' });
  const sellers = await client.sellers.list({}, { limit: 100 });
  for (const pseudo of ['ZurichAtelier', 'BerlinModeArchiv']) {
    const s = sellers.data!.data.find((x) => x.pseudo_profile === pseudo)!;
    console.log(pseudo, JSON.stringify(s).slice(0, 300));
    const products = await client.catalog.bySeller(s.id_user, { limit: 100 });
    console.log(products.error, products.data?.data.length);
    for (const p of products.data!.data.slice(0, 3)) {
      const d = await client.catalog.product(p.id_produit);
      console.log(p.id_produit, p.nom_marque, p.modele, p.prix_unitaire, p.taux_change, p.code_monnaie, d.data!.details.sous_produit.map((v) => `${v.id}:${v.etat}:${v.valeur_taille}`).join(','));
    }
  }
  const countries = await client.countries.list();
  console.log(JSON.stringify(countries.data).slice(0, 500));
});
