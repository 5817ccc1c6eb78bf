// jest-dom's matchers (toBeInTheDocument, toHaveTextContent, toBeDisabled…) for every component test.
require('@testing-library/jest-dom');
