import { createCommand, type LexicalCommand, type NodeKey } from 'lexical'

/** A button's box in the editor asks the toolbar to open its dialog for that button. */
export const EDIT_BUTTON_COMMAND: LexicalCommand<NodeKey> = createCommand('EDIT_BUTTON_COMMAND')
