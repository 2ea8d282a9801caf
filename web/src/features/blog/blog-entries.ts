export interface BlogEntry {
  question: string;
  answer: string;
}

export const blogEntries: BlogEntry[] = [
  {
    question: 'How can you improve the performance of a React application?',
    answer:
      'Measure first with the React Profiler, then remove the waste it shows: keep state close to where it is used so fewer components re-render, memoise expensive children and values (React.memo, useMemo, useCallback) only where profiling says it helps, split the bundle with lazy routes so each page loads only its own code, virtualise long lists, cache server data with a library such as TanStack Query instead of fetching it in every component, and ship optimised, correctly sized images.',
  },
  {
    question: 'What are the different ways to manage state in a React application?',
    answer:
      'Local state (useState, useReducer) for what one component owns; lifted state passed by props when a few siblings share it; context for rarely changing app-wide values such as the theme or the signed-in user; server state in a cache like TanStack Query, which handles loading, errors and refetching; URL state (path and search parameters) for anything that should survive a reload or be shared as a link; form state in a form library; and a global store (Redux Toolkit, Zustand) for complex client state many distant components change.',
  },
  {
    question: 'How does prototypal inheritance work?',
    answer:
      'Every JavaScript object has a hidden link to another object, its prototype. When a property is not found on the object itself, the engine looks it up on the prototype, then on that object’s prototype, and so on up the chain until it reaches null. Object.create(proto) makes an object with a chosen prototype, and class syntax is a friendlier way to set up the same chains: methods live once on the prototype and every instance shares them.',
  },
  {
    question: 'Why should you not set state directly, e.g. products = [...] instead of setProducts([...])?',
    answer:
      'React only knows it must re-render when you call the setter. Assigning to the variable changes a local copy for the current render and is lost on the next one; mutating the existing array or object in place keeps the same reference, so React compares old and new, sees no change and skips the update, and memoised children and effects miss it too. The setter schedules the update, batches it with others and keeps renders predictable.',
  },
  {
    question: 'You have an array of products, each with a name, price, description and so on. How do you find products by name?',
    answer:
      'Normalise both sides and filter: products.filter((product) => product.name.toLowerCase().includes(query.trim().toLowerCase())). Use find instead of filter when you need only the first match, or === instead of includes for an exact name. For large lists run the search on the server or build an index once, and debounce the search box so it does not filter on every keystroke.',
  },
  {
    question: 'What is a unit test and why should you write unit tests?',
    answer:
      'A unit test checks one small piece of code, such as a function or a component, in isolation and states the behaviour it expects. Unit tests catch mistakes early while they are cheap to fix, let you refactor with confidence because a broken behaviour fails loudly, document how the code is meant to be used, and push you towards smaller pieces with clear inputs and outputs.',
  },
];
