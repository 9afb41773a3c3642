"""WebShop: find and buy the product a shopping instruction asks for, in a text-mode web shop."""
