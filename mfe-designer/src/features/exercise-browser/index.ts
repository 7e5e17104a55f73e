// The exercise browser's public surface inside the designer: the pane, and the event a set
// builder subscribes to.
export { ExerciseBrowser } from './ExerciseBrowser';
export { addToSet, selectLastTab, selectSelection, type AddToSetPayload } from './state/browserSlice';
export { isAddToSetDrag, type AddToSetDrag } from './components/AddToSetButton';
