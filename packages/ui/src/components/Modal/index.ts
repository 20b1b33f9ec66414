export { Modal, ModalRoot, ModalTrigger, ModalContent, ModalClose, MODAL_FADE_MS } from './Modal';
export type { ModalRootProps, ModalTriggerProps, ModalContentProps, ModalCloseProps } from './Modal';
