/** Query keys of PX mode in the modeller, below the model's own ['modeller', uuid]. */
export const pxKeys = {
  all: (uuid: string) => ['modeller', uuid, 'px'] as const,
  model: (uuid: string) => ['modeller', uuid, 'px', 'questions'] as const,
  element: (uuid: string, elementId: string) => ['modeller', uuid, 'px', 'element', elementId] as const,
  offered: (uuid: string, elementId: string) => ['modeller', uuid, 'px', 'offered', elementId] as const,
};
