"""The staged-effect timeline (design.md §9): effects, modifiers, stages and how they combine."""
