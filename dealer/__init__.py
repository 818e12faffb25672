"""dealer package of the duplicate whist companion (see ARCHITECTURE.md)."""
