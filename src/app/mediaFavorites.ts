/**
 * The favorites action, for the shared media cards of src/components (gallery, home, content pages): components may
 * not import a feature, so the app hands it to them here, as store.ts hands the store its feature reducers. The
 * rule itself ('Ja adicionado', first place) stays in the favorites feature.
 */
export { addToFavorites } from '../features/favorites/favoritesSlice';
