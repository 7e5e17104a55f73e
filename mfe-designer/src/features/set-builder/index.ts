// The set builder's public surface inside the designer: the pane, the drag-and-drop context
// both panes share, and the open documents the default route goes back to.
export { SetBuilder } from './SetBuilder';
export { SetBuilderDnd } from './components/SetBuilderDnd';
export { rememberedTokens } from './hooks/useOpenDocuments';
