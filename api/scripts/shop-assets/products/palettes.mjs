// The two colour families of the product illustrations.

export const BLUE = { bg: '#e8f1ff', bg2: '#d3e3fc', accent: '#2f6fd6', table: '#d6e3f8', body: '#2f6fd6', dark: '#1f4fa3', light: '#6a9cf0' };
export const ORANGE = { bg: '#fff1e3', bg2: '#ffe0c2', accent: '#f28c28', table: '#f9dfc3', body: '#f28c28', dark: '#c4660e', light: '#ffb46b' };
